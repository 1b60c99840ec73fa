import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AdminPatterns, AdminProfile } from '@shop/contracts';
import { RemoteError } from '@shop/platform';
import { ServiceClient } from '../service-client';
import { readAdminToken } from './admin-session';

type WithAdmin = FastifyRequest & { adminLookup?: Promise<AdminProfile | null> };

/** Who is calling: the admin behind the admin cookie, looked up once per request. */
@Injectable()
export class Identity {
  constructor(private readonly services: ServiceClient) {}

  adminOf(request: FastifyRequest): Promise<AdminProfile | null> {
    const req = request as WithAdmin;
    req.adminLookup ??= this.lookupAdmin(request);
    return req.adminLookup;
  }

  private async lookupAdmin(request: FastifyRequest): Promise<AdminProfile | null> {
    const token = readAdminToken(request);
    if (!token) return null;
    try {
      return await this.services.send<AdminProfile>(AdminPatterns.resolveSession, { token });
    } catch (err) {
      if (err instanceof RemoteError && err.code === 'UNAUTHORIZED') return null;
      throw err;
    }
  }
}
