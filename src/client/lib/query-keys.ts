/** Query keys several features share; they start with the API path (lib/query-client.ts). */
export const queryKeys = {
  history: ["/api/user/history"] as const,
  tokenPurchases: ["/api/user/token-purchases"] as const,
  tokenUsage: ["/api/user/token-usage"] as const,
};
