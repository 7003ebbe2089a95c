import { isNavGroup, type NavItem, type NavKey } from '@estate/domain/routes';
import { NavLink } from './nav-link';

/**
 * SPEC §2 main navigation. Submenus are native disclosure widgets (<details>): they open by
 * keyboard, touch and without JavaScript; MainMenu only closes them on outside clicks and Escape.
 */
export function NavList({
  items,
  label,
  text,
}: {
  items: readonly NavItem[];
  label: string;
  /** The entry's text in the page's language. */
  text: (key: NavKey) => string;
}) {
  return (
    <nav className="main-nav" aria-label={label}>
      <ul className="main-nav__list">
        {items.map((item) =>
          isNavGroup(item) ? (
            <li key={item.key} className="main-nav__item main-nav__item--group">
              <details className="main-nav__group">
                <summary className="main-nav__link main-nav__summary">
                  {text(item.key)}
                  <svg
                    className="main-nav__chevron"
                    viewBox="0 0 12 8"
                    width="12"
                    height="8"
                    aria-hidden="true"
                  >
                    <path d="M1 1.5l5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
                  </svg>
                </summary>
                <ul className="main-nav__submenu">
                  {item.children.map((child) => (
                    <li key={child.href}>
                      <NavLink href={child.href} className="main-nav__sublink">
                        {text(child.key)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </details>
            </li>
          ) : (
            <li key={item.href} className="main-nav__item">
              <NavLink href={item.href} className="main-nav__link">
                {text(item.key)}
              </NavLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
