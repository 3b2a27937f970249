import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { site } from '@/config/site'
import { BrandMark } from './brand-mark'

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()

  useEffect(() => {
    if (!menuOpen) return
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      setMenuOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [menuOpen])

  const closeMenu = () => setMenuOpen(false)

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to="/" className="brand" onClick={closeMenu}>
          <BrandMark />
          <span>{site.appName}</span>
        </Link>
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-toggle__icon" aria-hidden="true" />
          Menu
        </button>
        <nav
          id={menuId}
          aria-label="Main"
          className="site-nav"
          data-open={menuOpen ? 'true' : 'false'}
        >
          <ul>
            <li>
              <Link to="/privacy" onClick={closeMenu}>
                Privacy
              </Link>
            </li>
            <li>
              <Link to="/terms" onClick={closeMenu}>
                Terms
              </Link>
            </li>
            <li>
              <a className="site-nav__cta" href={site.androidStoreUrl}>
                Get the app
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  )
}
