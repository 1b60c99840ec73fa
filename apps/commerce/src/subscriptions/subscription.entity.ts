import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** A subscription plan; every amount is integer cents (docs/rules.md §1). */
@Entity('subscriptions')
export class SubscriptionEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ name: 'base_price_cents', type: 'int' })
  basePriceCents: number;

  @Column({ name: 'price_1_month_cents', type: 'int', nullable: true })
  price1MonthCents: number | null;

  @Column({ name: 'price_3_month_cents', type: 'int', nullable: true })
  price3MonthCents: number | null;

  @Column({ name: 'price_6_month_cents', type: 'int', nullable: true })
  price6MonthCents: number | null;

  @Column({ name: 'price_12_month_cents', type: 'int', nullable: true })
  price12MonthCents: number | null;

  @Column({ name: 'is_early_bird_enabled', type: 'boolean', default: false })
  isEarlyBirdEnabled: boolean;

  @Column({ name: 'early_bird_price_cents', type: 'int', nullable: true })
  earlyBirdPriceCents: number | null;

  @Column({ name: 'has_12_month_bonus', type: 'boolean', default: false })
  has12MonthBonus: boolean;

  @Column({ name: 'twelve_month_bonus_text', type: 'text', default: '' })
  twelveMonthBonusText: string;

  @Column({ name: 'has_free_lessons', type: 'boolean', default: false })
  hasFreeLessons: boolean;

  @Column({ name: 'free_lessons_weeks', type: 'int', nullable: true })
  freeLessonsWeeks: number | null;

  @Column({ name: 'free_lessons_text', type: 'text', default: '' })
  freeLessonsText: string;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  characteristics: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  images: string[];

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  reviews: string[];

  @Column({ name: 'is_active', type: 'boolean', default: true })
  isActive: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
