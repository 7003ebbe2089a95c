import { forwardToApi } from '@/lib/api/forward-to-api';

export const dynamic = 'force-dynamic';

export const GET = forwardToApi;
export const HEAD = forwardToApi;
export const POST = forwardToApi;
