import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { CourseType } from '@shop/contracts';

@Entity('course_titles')
export class CourseTitleEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'course_type', type: 'text' })
  courseType: CourseType;

  @Column({ name: 'week_number', type: 'int' })
  weekNumber: number;

  @Column({ name: 'session_number', type: 'int' })
  sessionNumber: number;

  @Column({ type: 'text' })
  title: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
