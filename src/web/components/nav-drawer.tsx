import { Drawer, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { PublicUser } from '@schemas/auth';
import buttons from './link-button.module.css';
import classes from './nav-bar.module.css';
import { LanguageSwitch } from './language-switch';
import { NavLinks } from './nav-links';
import { SignedInMenu } from './signed-in-menu';
import { t } from '../lib/i18n';

type Props = { opened: boolean; onClose: () => void; user: PublicUser | null };

/**
 * The nav on a narrow screen: the page links, then the account menu and Logout, or Login and Sign Up, then the
 * language switch.
 */
export function NavDrawer({ opened, onClose, user }: Props) {
  return (
    <Drawer opened={opened} onClose={onClose} title={t('shell.menu')} size="xs">
      <nav aria-label={t('shell.mainMenu')}>
        <Stack gap="xs" align="stretch">
          <NavLinks user={user} className={classes.drawerLinks} />
          {user ? (
            <SignedInMenu user={user} />
          ) : (
            <>
              <Link to="/login" className={buttons.button} data-variant="default">
                {t('shell.login')}
              </Link>
              <Link to="/signup" className={buttons.button} data-variant="filled">
                {t('shell.signUp')}
              </Link>
            </>
          )}
          <LanguageSwitch />
        </Stack>
      </nav>
    </Drawer>
  );
}
