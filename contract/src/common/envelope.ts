import { z } from 'zod';

/**
 * Success bodies are `{ message?, data }`. Objects pass unknown fields through, so a real
 * upstream that sends more than we read still validates; the fields the UI reads are strict.
 */
export function dataEnvelope<T extends z.ZodTypeAny>(data: T) {
  return z.object({ message: z.string().optional(), data }).passthrough();
}

/** An object schema that tolerates extra upstream fields. */
export function looseObject<T extends z.ZodRawShape>(shape: T) {
  return z.object(shape).passthrough();
}

/** A plain acknowledgement, for actions whose result is only a message. */
export const Ack = z.object({ message: z.string() }).passthrough();
