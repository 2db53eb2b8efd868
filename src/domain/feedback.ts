import * as z from 'zod/mini';
import { email, longText, name } from './common.js';
import { fieldLabelsFor } from './form.js';
import { timestampSchema } from './meta.js';

/** The home page's feedback form; all three fields are required. */
export const feedbackSchema = z.object({ name: name(), email: email(), message: longText() });

/** feedbacks/{id}: `timestamp` is the server's time of writing. */
export const feedbackStoredSchema = z.extend(feedbackSchema, { timestamp: timestampSchema });

export type FeedbackInput = z.input<typeof feedbackSchema>;
export type Feedback = z.output<typeof feedbackSchema>;
export type StoredFeedback = z.output<typeof feedbackStoredSchema>;

export const feedbackFieldLabels = fieldLabelsFor('feedback', feedbackStoredSchema.shape);
