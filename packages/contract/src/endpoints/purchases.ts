// The purchases area of the API (issue 19): health cards and special packages bought outright, and
// their payment. Endpoints are added here as its screens land.
export {};
