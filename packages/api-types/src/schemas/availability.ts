import { z } from 'zod';
import { laravelMessages } from './messages.ts';
import { weekdays, type Weekday } from './options.ts';

/** 12-hour time as the partner form builds it: 'hour:minute period', e.g. '9:05 AM'. */
export const timeOfDayPattern = /^(0?[1-9]|1[0-2]):[0-5]\d (AM|PM)$/;

/** One weekday's opening hours as an answer carries it. */
export const availabilityDaySchema = z.object({
  checked: z.boolean(),
  start_time: z.string().nullish(),
  end_time: z.string().nullish(),
});
export type AvailabilityDay = z.infer<typeof availabilityDaySchema>;

/** Store availability keyed by weekday; days not listed are closed. */
export type Availability = Partial<Record<Weekday, AvailabilityDay>>;

const dayPayloadSchema = (day: Weekday) => {
  const label = (field: string) => `${day} ${field.replace('_', ' ')}`;
  // A closed day may carry blank times; blank reads as no time.
  const time = (field: 'start_time' | 'end_time') =>
    z
      .string()
      .refine(
        (value) => value === '' || timeOfDayPattern.test(value),
        laravelMessages.format(label(field)),
      )
      .nullish()
      .transform((value) => value || null);
  return z
    .object({
      checked: z.boolean({ error: laravelMessages.boolean(label('checked')) }),
      start_time: time('start_time'),
      end_time: time('end_time'),
    })
    .superRefine((value, ctx) => {
      if (!value.checked) return;
      for (const field of ['start_time', 'end_time'] as const) {
        if (!value[field]) {
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: laravelMessages.required(label(field)),
          });
        }
      }
    });
};

/** Availability as the partner form sends it: an object keyed by weekday, every day optional. */
export const availabilityPayloadObjectSchema = z.object(
  Object.fromEntries(weekdays.map((day) => [day, dayPayloadSchema(day).optional()])) as Record<
    Weekday,
    z.ZodOptional<ReturnType<typeof dayPayloadSchema>>
  >,
  { error: laravelMessages.json('availability') },
);
type AvailabilityPayloadObject = z.input<typeof availabilityPayloadObjectSchema>;

/**
 * The availability field of the partner form. Multipart carries it as a JSON string (spec 2,
 * section 7); a JSON body may carry the object itself.
 */
export const availabilityPayloadSchema = z.preprocess(
  (value: string | AvailabilityPayloadObject, ctx) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: laravelMessages.json('availability'), input: value });
      return z.NEVER;
    }
  },
  availabilityPayloadObjectSchema,
);
