import { BadRequestException, Controller, Get, HttpCode, Post, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PRODUCT_CSV_FILENAME, ProductCsvImportQueryDto, ProductCsvPatterns } from '@shop/contracts';
import { AdminOnly } from '../common/auth/decorators';
import { Identity } from '../common/auth/identity';
import { ServiceClient } from '../common/service-client';
import { ClearCatalogCache } from './catalog-read-cache';
import { readCsvUpload } from './csv-upload';

/** Products and stock as a CSV file (docs/rules.md §7): the export, and the import of the same file (with a dry run). */
@Controller('api/admin/products')
@AdminOnly()
export class ProductCsvController {
  constructor(
    private readonly services: ServiceClient,
    private readonly identity: Identity,
  ) {}

  @Get('export.csv')
  async export(@Res({ passthrough: true }) reply: FastifyReply) {
    const csv = await this.services.send(ProductCsvPatterns.export);
    void reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${PRODUCT_CSV_FILENAME}"`);
    return csv;
  }

  /** The file in the form field `file`; `dryRun` (the query's, or a form field) lists the changes without writing them. */
  @Post('import')
  @HttpCode(200)
  @UseInterceptors(ClearCatalogCache)
  async import(@Query() query: ProductCsvImportQueryDto, @Req() request: FastifyRequest) {
    const upload = await readCsvUpload(request);
    const dryRun = query.dryRun ?? upload.fields.dryRun ?? 'false';
    if (dryRun !== 'true' && dryRun !== 'false') throw new BadRequestException('dryRun must be true or false');
    const admin = await this.identity.adminOf(request);
    return this.services.send(ProductCsvPatterns.import, { csv: upload.text, dryRun: dryRun === 'true', actor: admin!.email });
  }
}
