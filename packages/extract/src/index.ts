export { type ExtractOptions, extractWithRules } from "./engine.ts";
export { notFound } from "./result.ts";
export { parseNumber } from "./normalize/number.ts";
export { detectDateOrder, parseDate } from "./normalize/date.ts";
export { formatDate } from "./normalize/format.ts";
export { normalizePhone } from "./normalize/phone.ts";
export { normalizeEmail } from "./normalize/email.ts";
