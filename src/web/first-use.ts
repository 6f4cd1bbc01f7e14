/**
 * Until the app has taken a server-drawn page over (src/web/boot.ts), what the visitor does to it is held here
 * and handed over afterwards, so nothing done in the meantime is lost:
 * - a click on anything but a link (a button, a checkbox's label) is held and clicked again once the app has
 *   started; a link is left to the browser, which loads the next page, drawn by the server too;
 * - a form submitted with Enter is held and submitted again by the app (never as the browser's own submission;
 *   the sign-in forms are method="post" besides, docs/architecture.md);
 * - what was typed or chosen in a field is given to the app once it runs, with the input event it listens to (its
 *   first render may have reset the field to a form's default, or kept it on screen but not in its state).
 */
const WAKE_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin'] as const;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Held = { click: HTMLElement } | { submit: HTMLFormElement; submitter: HTMLElement | null };

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/**
 * Gives a field's value to the app as if typed now. A first event makes React finish taking over the part of the page
 * the field is in, if it has not yet (it does so at once for an event; doing so sets the field to what the app holds).
 * React then compares the field's value with the last one it knows of when the second event comes: the field is
 * emptied through its own setter (which React watches) and filled through the browser's (which it does not), so the
 * event carries a change, whether the app's render kept what was typed on screen or reset it.
 */
function putBack(field: Field, value: string) {
  const type = field instanceof HTMLSelectElement ? 'change' : 'input';
  field.dispatchEvent(new Event(type, { bubbles: true }));
  const browserSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  field.value = '';
  browserSetter?.call(field, value);
  field.dispatchEvent(new Event(type, { bubbles: true }));
}

/**
 * Calls `start` on the visitor's first touch, key press or focus; `start` resolves once the app has drawn the page.
 * Meanwhile clicks, submissions and typing are held as above and replayed in order after it.
 */
export function startOnFirstUse(start: () => Promise<unknown>) {
  const held: Held[] = [];
  const typed = new Map<Field, string>();

  const onClick = (event: MouseEvent) => {
    // An icon's drawing (SVG) is clicked again through the nearest HTML element around it, its button say.
    let target = event.target instanceof Element ? event.target : null;
    while (target && !(target instanceof HTMLElement)) target = target.parentElement;
    // A click with a modifier (a new tab) or another button, and a link, are the browser's own.
    if (
      !(target instanceof HTMLElement) ||
      event.button !== 0 ||
      event.ctrlKey ||
      event.metaKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    if (target.closest('a[href]')) return;
    // Focusing a text field needs nothing from the app.
    if (
      isField(target) &&
      !(target instanceof HTMLInputElement && ['checkbox', 'radio', 'submit', 'button'].includes(target.type))
    )
      return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ click: target });
  };
  const onSubmit = (event: SubmitEvent) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push({ submit: event.target, submitter: event.submitter });
  };
  const onInput = (event: Event) => {
    const field = event.target;
    if (isField(field) && !(field instanceof HTMLInputElement && ['checkbox', 'radio'].includes(field.type)))
      typed.set(field, field.value);
  };

  const holding: [string, EventListener][] = [
    ['click', onClick as EventListener],
    ['submit', onSubmit as EventListener],
    ['input', onInput],
    ['change', onInput],
  ];
  for (const [type, listener] of holding) document.addEventListener(type, listener, true);

  const wake = () => {
    for (const type of WAKE_EVENTS) document.removeEventListener(type, wake, true);
    void start()
      .catch((error: unknown) => console.error('The app could not start', error))
      .finally(() => {
        for (const [type, listener] of holding) document.removeEventListener(type, listener, true);
        for (const [field, value] of typed) if (field.isConnected) putBack(field, value);
        // A task later, once the app has rendered what those values changed (a search box's text, say): a submit
        // handler reads the state they set.
        setTimeout(() => {
          for (const action of held) {
            if ('click' in action) {
              if (action.click.isConnected) action.click.click();
            } else if (action.submit.isConnected) {
              const submitter = action.submitter && action.submitter.isConnected ? action.submitter : null;
              action.submit.requestSubmit(submitter);
            }
          }
          document.documentElement.dataset.app = 'started';
        });
      });
  };
  for (const type of WAKE_EVENTS) document.addEventListener(type, wake, { capture: true, passive: true });
}
