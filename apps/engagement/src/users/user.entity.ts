import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('users')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text', unique: true })
  email: string;

  @Column({ name: 'device_type', type: 'text', nullable: true })
  deviceType: string | null;

  @Column({ name: 'browser_info', type: 'text', nullable: true })
  browserInfo: string | null;

  @Column({ name: 'screen_resolution', type: 'text', nullable: true })
  screenResolution: string | null;

  @Column({ type: 'text', nullable: true })
  timezone: string | null;

  @Column({ name: 'referral_source', type: 'text', nullable: true })
  referralSource: string | null;

  @Column({ name: 'device_id', type: 'text', nullable: true })
  deviceId: string | null;

  @Column({ name: 'referral_code', type: 'text', nullable: true })
  referralCode: string | null;

  @Column({ name: 'referral_code_at', type: 'timestamptz', nullable: true })
  referralCodeAt: Date | null;

  @Column({ name: 'login_count', type: 'int', default: 1 })
  loginCount: number;

  @Column({ name: 'last_login_at', type: 'timestamptz' })
  lastLoginAt: Date;

  @Column({ name: 'last_activity_at', type: 'timestamptz', nullable: true })
  lastActivityAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
