// The health-cards area of the API (issue 19): health service cards, their activation, holder,
// services and assessments. Endpoints are added here as its screens land.
export {};
