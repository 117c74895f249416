import * as z from 'zod/mini';
import { laravelMessages } from './messages.ts';
import { weekdays, type Weekday } from './options.ts';

/** 12-hour time as the partner form builds it: 'hour:minute period', e.g. '9:05 AM'. */
export const timeOfDayPattern = /^(0?[1-9]|1[0-2]):[0-5]\d (AM|PM)$/;

/** One weekday's opening hours as an answer carries it. */
export const availabilityDaySchema = z.object({
  checked: z.boolean(),
  start_time: z.nullish(z.string()),
  end_time: z.nullish(z.string()),
});
export type AvailabilityDay = z.infer<typeof availabilityDaySchema>;

/** Store availability keyed by weekday; days not listed are closed. */
export type Availability = Partial<Record<Weekday, AvailabilityDay>>;

/* @__NO_SIDE_EFFECTS__ */
const dayPayloadSchema = (day: Weekday) => {
  const label = (field: string) => `${day} ${field.replace('_', ' ')}`;
  // A closed day may carry blank times; blank reads as no time.
  const time = (field: 'start_time' | 'end_time') =>
    z.pipe(
      z.nullish(
        z
          .string({ error: laravelMessages.string(label(field)) })
          .check(
            z.refine(
              (value: string) => value === '' || timeOfDayPattern.test(value),
              laravelMessages.format(label(field)),
            ),
          ),
      ),
      z.transform((value: string | null | undefined) => value || null),
    );
  return z
    .object(
      {
        checked: z.boolean({ error: laravelMessages.boolean(label('checked')) }),
        start_time: time('start_time'),
        end_time: time('end_time'),
      },
      { error: laravelMessages.array(`${day} availability`) },
    )
    .check(
      z.superRefine((value, ctx) => {
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
      }),
    );
};

/** Availability as the partner form sends it: an object keyed by weekday, every day optional. */
export const availabilityPayloadObjectSchema = z.object(
  /* @__PURE__ */ Object.fromEntries(
    /* @__PURE__ */ weekdays.map((day) => [day, z.optional(dayPayloadSchema(day))]),
  ) as Record<Weekday, z.ZodMiniOptional<ReturnType<typeof dayPayloadSchema>>>,
  { error: /* @__PURE__ */ laravelMessages.json('availability') },
);
type AvailabilityPayloadObject = z.input<typeof availabilityPayloadObjectSchema>;

/**
 * The availability field of the partner form. Multipart carries it as a JSON string (docs/product/part-2.md,
 * section 7); a JSON body may carry the object itself.
 */
export const availabilityPayloadSchema = z.pipe(
  z.transform((value: string | AvailabilityPayloadObject, ctx) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.issues.push({
        code: 'custom',
        message: laravelMessages.json('availability'),
        input: value,
      });
      return z.NEVER;
    }
  }),
  availabilityPayloadObjectSchema,
);
