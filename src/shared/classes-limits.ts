/** Classroom limits (issue 32), without zod: prerendered pages read them. */
export const CLASS_NAME_MAX_CHARS = 60;
export const YEAR_GROUP_MAX_CHARS = 30;
export const CLASS_CHALLENGE_MAX_CHARS = 300;
export const CLASS_DAILY_CAP_MAX = 1000;
export const CLASS_WORK_PAGE_SIZE = 20;
export const CLASS_WORK_MAX_PAGE_SIZE = 100;
export const SCHOOL_FIELD_MAX_CHARS = 120;
/** Join codes: 8 letters and digits without look-alikes (0/O, 1/I/L), typed by children. */
export const JOIN_CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const JOIN_CODE_LENGTH = 8;
