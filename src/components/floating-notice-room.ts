import { type RefObject, useEffect } from 'react'

/** The notices showing now; the page keeps room below its last line for the highest of them. */
const shown = new Set<Element>()
const ROOM = '--floating-notices-room'

function update() {
  const tops = [...shown].map((notice) => notice.getBoundingClientRect().top)
  const room = tops.length === 0 ? 0 : Math.max(0, window.innerHeight - Math.min(...tops))
  document.documentElement.style.setProperty(ROOM, `${Math.ceil(room)}px`)
}

let observer: ResizeObserver | null = null

/**
 * While the notice in `ref` shows, the page can scroll its last line clear of it: the footer
 * grows by the height the floating notices take at the bottom of the screen (`--floating-notices-room`).
 */
export function useFloatingNoticeRoom(ref: RefObject<Element | null>, showing: boolean) {
  useEffect(() => {
    const notice = ref.current
    if (!showing || !notice) return
    observer ??= new ResizeObserver(update)
    shown.add(notice)
    observer.observe(notice)
    window.addEventListener('resize', update)
    update()
    return () => {
      shown.delete(notice)
      observer?.unobserve(notice)
      window.removeEventListener('resize', update)
      update()
    }
  }, [ref, showing])
}
