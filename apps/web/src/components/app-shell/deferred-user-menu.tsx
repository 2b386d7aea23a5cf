import { DeferredMenu, type MenuLoader } from './deferred-menu.tsx';
import { UserMenuButton } from './user-menu-button.tsx';

const userMenu: MenuLoader = () => import('./user-menu.tsx').then((module) => module.UserMenu);

/** The sidebar footer's user menu (spec §2 "Shell"), its menu loaded after the first screen (deferred-menu.tsx). */
export function DeferredUserMenu() {
  return <DeferredMenu load={userMenu} StandIn={UserMenuButton} />;
}
