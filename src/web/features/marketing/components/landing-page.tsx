import { Link } from '@tanstack/react-router';
import buttons from '@web/components/link-button.module.css';
import classes from './landing-page.module.css';

const benefits = [
  { title: 'Join Campaigns', text: 'Pick campaigns from creators and brands that fit your style.' },
  { title: 'Create Clips', text: 'Cut short videos from their content and post them as YouTube Shorts.' },
  { title: 'Earn Rewards', text: 'Get paid for every 1,000 views your approved clips bring in.' },
];

// Marketing figures are fixed text, not live data (docs/product.md#screens-and-routes): the landing page reads no API.
const figures = [
  { value: '500+', label: 'Active Campaigns' },
  { value: '10K+', label: 'Content Creators' },
  { value: '$50K+', label: 'Paid Out' },
];

/** / : what ClipMandi is, why join, and the way in. */
export function LandingPage() {
  return (
    <div className={classes.page}>
      <section className={`${classes.stack} ${classes.hero}`}>
        <h1 className={classes.title}>Welcome to ClipMandi</h1>
        <p className={`${classes.dimmed} ${classes.lead}`}>
          The marketplace where creators fund clip campaigns and clippers earn per 1,000 views of the short clips they
          make.
        </p>
      </section>

      <div className={classes.row}>
        {benefits.map((benefit) => (
          <div key={benefit.title} className={classes.card}>
            <h3 className={classes.title}>{benefit.title}</h3>
            <p className={`${classes.dimmed} ${classes.cardText}`}>{benefit.text}</p>
          </div>
        ))}
      </div>

      <div className={classes.row}>
        {figures.map((figure) => (
          <div key={figure.label} className={classes.figure}>
            <p className={classes.figureValue}>{figure.value}</p>
            <p className={classes.dimmed}>{figure.label}</p>
          </div>
        ))}
      </div>

      <section className={`${classes.stack} ${classes.hero}`}>
        <h2 className={classes.title}>Ready to Start?</h2>
        <div className={classes.actions}>
          <Link to="/signup" className={buttons.button} data-variant="filled">
            Get Started
          </Link>
          <Link to="/login" className={buttons.button} data-variant="default">
            Sign In
          </Link>
        </div>
      </section>
    </div>
  );
}
