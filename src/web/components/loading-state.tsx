import classes from './loading-state.module.css';

/** A page or section that is waiting for data, with the screen's own text (e.g. 'Loading campaigns...'). */
export function LoadingState({ text }: { text: string }) {
  return (
    <div className={classes.state} role="status" aria-live="polite">
      <span className={classes.spinner} aria-hidden="true" />
      <p className={classes.text}>{text}</p>
    </div>
  );
}
