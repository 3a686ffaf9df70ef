// The kit's Spinner, imported only lazily by ./spinner.tsx: taken from the kit's index as every other component is,
// so that it shares the kit's modules (its platform context among them) with the rest of the app.
export { Spinner } from '@telegram-apps/telegram-ui';
