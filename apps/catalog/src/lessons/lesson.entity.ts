import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import type { CourseType } from '@shop/contracts';

@Entity('lessons')
export class LessonEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  title: string;

  @Column({ type: 'text', default: '' })
  section1: string;

  @Column({ type: 'text', default: '' })
  section2: string;

  @Column({ type: 'text', default: '' })
  section3: string;

  @Column({ type: 'text', default: '' })
  section4: string;

  @Column({ name: 'week_number', type: 'int', nullable: true })
  weekNumber: number | null;

  @Column({ name: 'session_name', type: 'text', nullable: true })
  sessionName: string | null;

  @Column({ name: 'session_number', type: 'int', nullable: true })
  sessionNumber: number | null;

  @Column({ name: 'course_type', type: 'text', nullable: true })
  courseType: CourseType | null;

  @Column({ type: 'text', array: true, default: () => "'{}'" })
  images: string[];

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
