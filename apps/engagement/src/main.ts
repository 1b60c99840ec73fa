import 'reflect-metadata';
import { runStandalone } from '@shop/platform';
import { engagementService } from './index';

void runStandalone(engagementService);
