export * from "./users";
export * from "./generated-blocks";
export * from "./token-purchases";
export * from "./token-usage";
export * from "./system-settings";
export * from "./admin-actions";
export * from "./sessions";
export * from "./generation-support";
