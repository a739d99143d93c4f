import type { APIRoute } from 'astro';
import { manifestResponse } from '../../config/web-manifest';

export const GET: APIRoute = () => manifestResponse('pt');
