import { z } from 'zod';
import { confirmEquals, ownOptionRequired, passwordSchema } from '@broker/shared/validation';

/** §2 "how the user found out": multiple choice; `own` adds a free text. */
export const SOURCE_OPTIONS = [
  'social_networks',
  'social_media',
  'search_engine',
  'video_platform',
  'friend',
  'own',
] as const;
export type SourceOption = (typeof SOURCE_OPTIONS)[number];
export const OWN_OPTION: SourceOption = 'own';
export const OWN_TEXT_MAX = 256;

export const passwordStepSchema = z
  .object({
    password1: passwordSchema,
    password2: z.string(),
    sources: z.array(z.enum(SOURCE_OPTIONS)),
    ownText: z.string().max(OWN_TEXT_MAX),
  })
  .superRefine(confirmEquals('password1', 'password2'))
  .superRefine(ownOptionRequired('sources', 'ownText', OWN_OPTION));
export type PasswordStepValues = z.infer<typeof passwordStepSchema>;

/**
 * register_source: the chosen options as the user saw them, the own option replaced by its text,
 * joined into one text (§2). Empty when nothing was chosen.
 */
export function joinSources(
  values: Pick<PasswordStepValues, 'sources' | 'ownText'>,
  label: (o: SourceOption) => string,
  separator: string,
): string {
  return SOURCE_OPTIONS.filter((o) => values.sources.includes(o))
    .map((o) => (o === OWN_OPTION ? values.ownText.trim() : label(o)))
    .filter(Boolean)
    .join(separator);
}
