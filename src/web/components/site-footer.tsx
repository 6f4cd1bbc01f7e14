import { Link } from '@tanstack/react-router';
import classes from './site-footer.module.css';

export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <p className={classes.copyright}>© {new Date().getFullYear()} ClipMandi</p>
      <div className={classes.links}>
        <Link to="/privacy-policy" className={classes.link}>
          Privacy Policy
        </Link>
        <Link to="/terms-of-service" className={classes.link}>
          Terms of Service
        </Link>
        <Link to="/contact" className={classes.link}>
          Contact
        </Link>
      </div>
    </footer>
  );
}
