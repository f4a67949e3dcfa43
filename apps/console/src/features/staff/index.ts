// The centre's staff, for the screens that name them (the audit log's operator filter).
export { type StaffMember, staffQueryOptions, useStaff } from './api/list-staff.ts';
