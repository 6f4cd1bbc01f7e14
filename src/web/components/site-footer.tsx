import { Link } from '@tanstack/react-router';
import classes from './site-footer.module.css';
import { t } from '../lib/i18n';

export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <p className={classes.copyright}>© {new Date().getFullYear()} ClipMandi</p>
      <div className={classes.links}>
        <Link to="/privacy-policy" className={classes.link}>
          {t('shell.privacyPolicy')}
        </Link>
        <Link to="/terms-of-service" className={classes.link}>
          {t('shell.termsOfService')}
        </Link>
        <Link to="/contact" className={classes.link}>
          {t('shell.contact')}
        </Link>
      </div>
    </footer>
  );
}
