import { AppError } from '../../errors';

/**
 * The courier refused our data or credentials: asking again would be refused again. The outbox treats
 * it as a permanent failure (the request needs attention); a route answers it as a 400.
 */
export const courierRefusal = (message: string) => new AppError('VALIDATION_FAILED', message);
