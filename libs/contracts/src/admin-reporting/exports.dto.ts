import { IsIn, IsOptional } from 'class-validator';

// The e-mail export's query, validated by the gateway (answers: exports.ts).

/** GET /api/admin/email-export?format=json|csv */
export class EmailExportQueryDto {
  @IsOptional()
  @IsIn(['json', 'csv'])
  format?: 'json' | 'csv';
}
