import { endpoint } from '../endpoint.ts';

export const getOpenApi = endpoint({
  id: 'getOpenApi',
  method: 'GET',
  path: '/openapi.json',
  tag: 'meta',
  summary: '本 API 的 OpenAPI 3.1 描述（由契约包的 zod 模式生成）',
  produces: 'document',
});
