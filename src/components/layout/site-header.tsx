import { Link } from '@tanstack/react-router'
import { useEffect, useId, useRef, useState } from 'react'
import { useCommonMessages, useLocale } from '@/components/locale-context'
import { site } from '@/config/site'
import { localePath } from '@/lib/locale'
import { BrandMark } from './brand-mark'
import { LanguageMenu } from './language-menu'

export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const menuId = useId()
  const locale = useLocale()
  const words = useCommonMessages()

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
        <Link to={localePath(locale, '/')} className="brand" onClick={closeMenu}>
          <BrandMark />
          <span>{site.appName}</span>
        </Link>
        <LanguageMenu />
        <button
          ref={toggleRef}
          type="button"
          className="menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="menu-toggle__icon" aria-hidden="true" />
          {words.menu}
        </button>
        <nav
          id={menuId}
          aria-label={words.mainNav}
          className="site-nav"
          data-open={menuOpen ? 'true' : 'false'}
        >
          <ul>
            <li>
              <Link to={localePath(locale, '/check')} onClick={closeMenu}>
                {words.checkMessage}
              </Link>
            </li>
            <li>
              <Link to={localePath(locale, '/help')} onClick={closeMenu}>
                {words.scamHelp}
              </Link>
            </li>
            <li>
              <Link to={localePath(locale, '/privacy')} onClick={closeMenu}>
                {words.privacy}
              </Link>
            </li>
            <li>
              <Link to={localePath(locale, '/terms')} onClick={closeMenu}>
                {words.terms}
              </Link>
            </li>
            <li>
              <a className="site-nav__cta" href={site.androidStoreUrl}>
                {words.getTheApp}
              </a>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  )
}
