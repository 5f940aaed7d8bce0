// Branch as the storefront sees it, with weekly work hours per service type.
import { z } from 'zod';
import { contractRegistry } from '../contract-registry.ts';
import { LocalizedTextSchema } from './localized-text.ts';
import { SERVICE_TYPES, WEEK_DAYS } from '../enums.ts';
import { rawText } from './text.ts';

/** "HH:MM" 24-hour local time of the merchant's time zone. */
export const ClockTimeSchema = rawText().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Expected HH:MM');

export const WorkDaySchema = z.object({
  weekName: z.enum(WEEK_DAYS),
  open: ClockTimeSchema.nullable(),
  close: ClockTimeSchema.nullable(),
  extraOpen: ClockTimeSchema.nullable(),
  extraClose: ClockTimeSchema.nullable(),
  isDayOff: z.boolean(),
});
export type WorkDay = z.infer<typeof WorkDaySchema>;

export const WorkHoursSchema = z.object({
  type: z.enum(SERVICE_TYPES),
  days: z.array(WorkDaySchema),
});
export type WorkHours = z.infer<typeof WorkHoursSchema>;

export const BranchSettingsSchema = z.object({
  bookingEnabled: z.boolean(),
  deliveryEnabled: z.boolean(),
  dineinEnabled: z.boolean(),
  expressEnabled: z.boolean(),
  kitchenEnabled: z.boolean(),
  payOfficeEnabled: z.boolean(),
  pickupEnabled: z.boolean(),
  storageEnabled: z.boolean(),
  yandexEnabled: z.boolean(),
  directorId: z.string().nullable(),
  merchantId: z.uuid(),
});
export type BranchSettings = z.infer<typeof BranchSettingsSchema>;

export const BranchSchema = z
  .object({
    id: z.uuid(),
    merchantId: z.uuid(),
    cityId: z.uuid(),
    name: LocalizedTextSchema,
    address: LocalizedTextSchema,
    latitude: z.number(),
    longitude: z.number(),
    phone: z.string().nullable(),
    bookingPhone: z.string().nullable(),
    isActive: z.boolean(),
    isMain: z.boolean(),
    /** Flat delivery price in so'm when the branch has no tariff. */
    deliveryPrice: z.number(),
    /** Delivery radius in km. */
    distance: z.number().nullable(),
    deliveryStart: ClockTimeSchema.nullable(),
    deliveryEnd: ClockTimeSchema.nullable(),
    open: ClockTimeSchema.nullable(),
    close: ClockTimeSchema.nullable(),
    workHours: z.array(WorkHoursSchema),
    settings: BranchSettingsSchema,
  })
  .register(contractRegistry, { id: 'Branch' });
export type Branch = z.infer<typeof BranchSchema>;
