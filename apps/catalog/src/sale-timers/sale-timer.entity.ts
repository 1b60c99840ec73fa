import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { SaleTimerType } from '@shop/contracts';

@Entity('sale_timers')
export class SaleTimerEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ name: 'discount_percentage', type: 'int' })
  discountPercentage: number;

  @Column({ name: 'start_time', type: 'timestamptz' })
  startTime: Date;

  @Column({ name: 'end_time', type: 'timestamptz' })
  endTime: Date;

  @Column({ name: 'sale_type', type: 'text' })
  saleType: SaleTimerType;

  @Column({ name: 'target_categories', type: 'text', array: true, nullable: true })
  targetCategories: string[] | null;

  @Column({ name: 'target_product_ids', type: 'text', array: true, nullable: true })
  targetProductIds: string[] | null;

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
