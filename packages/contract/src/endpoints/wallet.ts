// The wallet area of the API (issue 19). Endpoints are added here as its screens land.
export {};
