/**
 * token_usage.operation values. A free generation's row records what the provider used, but it
 * was not paid from the balance, so only "generate" rows are spends of purchased tokens.
 */
export const PAID_GENERATION_OPERATION = "generate";
export const FREE_GENERATION_OPERATION = "free-generate";
/** A pupil's class generation paid from the class pool (issue 32): a spend of the class's tokens, not the pupil's. */
export const CLASS_GENERATION_OPERATION = "class-generate";
/**
 * Tokens a teacher moved from their balance into a class pool: spent from the teacher's purchases.
 * Negative when the pool gives tokens back (a class deleted, a class sale refunded).
 */
export const CLASS_POOL_TRANSFER_OPERATION = "class-pool";
