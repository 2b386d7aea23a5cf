/** API requests that reached the mock worker without a handler during the current story. */
export const unhandledApiRequests: string[] = [];
