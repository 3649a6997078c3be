/** A field's error as Polaris shows it, read out by screen readers. */
export const fieldAlert = (message?: string) => (message ? <span role="alert">{message}</span> : undefined);
