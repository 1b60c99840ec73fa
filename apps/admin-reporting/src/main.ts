import 'reflect-metadata';
import { runStandalone } from '@shop/platform';
import { adminReportingService } from './index';

void runStandalone(adminReportingService);
