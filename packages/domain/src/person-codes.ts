// How a person's sex and marital state travel (spec 3 "Examinee"). A leaf with no imports, so the
// ID-card rules (which read the sex from the number) and the profile rules share it without a cycle.
export type SexCode = 'male' | 'female';
export type MarryStateCode = 'married' | 'unmarried';
