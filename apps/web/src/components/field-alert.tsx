/** A field's error as Polaris shows it, in an alert role so screen readers announce it on submit. */
export const fieldAlert = (message?: string) => (message ? <span role="alert">{message}</span> : undefined);
