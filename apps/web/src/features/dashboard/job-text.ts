import type { Job } from './dashboard-figures.ts';

/** `42 Willow Creek Lane, Cambridge` (spec §3 writes addresses street, city, state, zip). */
export const shortAddress = (job: Job) => `${job.address.street}, ${job.address.city}`;
