import type { examinee as endpoints } from '@tijian/contract';
import { defineRoutes } from '../route.ts';

export const examinee = /* @__PURE__ */ defineRoutes<typeof endpoints>({
  getDictList: ['GET', '/center-service/v1/dict/list'],
  getFamilyMember: ['GET', '/assess-service/v1/family/member/detail'],
  listFamilyMembers: ['GET', '/assess-service/v1/family/member/list'],
  saveFamilyMember: ['POST', '/assess-service/v1/family/member/save'],
});
