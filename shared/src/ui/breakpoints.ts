/** Same numbers as --bp-* in styles.css (spec: mobile < 600 px, menu collapses < 1200 px). */
export const breakpoints = { mobile: 600, desktop: 1200 } as const;
