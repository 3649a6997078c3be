import { errorToastMessage, successToastMessage } from './http';
import { dispatch } from './store';

/** The error toast: the server's message, else the timeout message on abort, else 'Error!'. */
export const showErrorToast = (error: unknown) =>
  dispatch({ type: 'showToast', payload: { message: errorToastMessage(error), error: true } });

/** The success toast, 'Success!' unless a message is given. */
export const showSuccessToast = (message?: string) =>
  dispatch({ type: 'showToast', payload: { message: successToastMessage(message) } });
