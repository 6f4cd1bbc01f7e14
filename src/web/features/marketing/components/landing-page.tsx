import { Link } from '@tanstack/react-router';
import type { ShellMessageKey } from '@messages/keys';
import buttons from '@web/components/link-button.module.css';
import { t } from '@web/lib/i18n';
import classes from './landing-page.module.css';

// Keys, said in render: the page's language is active only once the app has started.
const benefits: { title: ShellMessageKey; text: ShellMessageKey }[] = [
  { title: 'shell.joinCampaigns', text: 'shell.joinCampaignsText' },
  { title: 'shell.createClips', text: 'shell.createClipsText' },
  { title: 'shell.earnRewards', text: 'shell.earnRewardsText' },
];

// Marketing figures are fixed text, not live data (docs/product.md#screens-and-routes): the landing page reads no API.
const figures: { value: string; label: ShellMessageKey }[] = [
  { value: '500+', label: 'shell.activeCampaigns' },
  { value: '10K+', label: 'shell.contentCreators' },
  { value: '$50K+', label: 'shell.paidOut' },
];

/** / : what ClipMandi is, why join, and the way in. */
export function LandingPage() {
  return (
    <div className={classes.page}>
      <section className={`${classes.stack} ${classes.hero}`}>
        <h1 className={classes.title}>{t('shell.welcome')}</h1>
        <p className={`${classes.dimmed} ${classes.lead}`}>{t('shell.landingLead')}</p>
      </section>

      <div className={classes.row}>
        {benefits.map((benefit) => (
          <div key={benefit.title} className={classes.card}>
            <h3 className={classes.title}>{t(benefit.title)}</h3>
            <p className={`${classes.dimmed} ${classes.cardText}`}>{t(benefit.text)}</p>
          </div>
        ))}
      </div>

      <div className={classes.row}>
        {figures.map((figure) => (
          <div key={figure.label} className={classes.figure}>
            <p className={classes.figureValue}>{figure.value}</p>
            <p className={classes.dimmed}>{t(figure.label)}</p>
          </div>
        ))}
      </div>

      <section className={`${classes.stack} ${classes.hero}`}>
        <h2 className={classes.title}>{t('shell.readyToStart')}</h2>
        <div className={classes.actions}>
          <Link to="/signup" className={buttons.button} data-variant="filled">
            {t('shell.getStarted')}
          </Link>
          <Link to="/login" className={buttons.button} data-variant="default">
            {t('shell.signIn')}
          </Link>
        </div>
      </section>
    </div>
  );
}
