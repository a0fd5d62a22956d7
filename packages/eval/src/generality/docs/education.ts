import { Sheet } from "../layout.ts";
import { A, D, E, type GenDoc, N, P, S } from "../spec.ts";

const COURSES: [string, string, number, string, number][] = [
  ["CS 301", "Data Structures", 4, "A", 16],
  ["CS 315", "Computer Architecture", 3, "B+", 9.9],
  ["MATH 340", "Probability", 3, "A-", 11.1],
  ["ENG 210", "Technical Writing", 3, "A", 12],
  ["CS 340", "Operating Systems", 4, "A-", 14.8],
  ["CS 360", "Database Systems", 3, "A", 12],
  ["STAT 321", "Applied Regression", 3, "B", 9],
  ["HIST 105", "World History II", 3, "A", 12],
];

const transcript: GenDoc = {
  id: "education-transcript",
  trade: "education",
  title: "Unofficial academic transcript",
  format: "pdf",
  schema: { name: "transcript", description: "Academic transcript" },
  fields: [
    S("student_name", "", "Nguyen, Bao Tran", "inline", "label"),
    S("student_no", "Student ID number", "003817452", "inline", "abbrev"),
    D("dob", "", "2002-04-09", "inline", "abbrev"),
    S("degree_program", "Program of study", "B.S. Computer Science", "inline", "synonym"),
    A(
      "courses",
      "Courses taken",
      "label",
      [
        ["course_code", "string", "Course number"],
        ["title", "string", "Course title"],
        ["credits", "number", ""],
        ["grade", "string", "Letter grade"],
      ],
      COURSES.map(([code, title, credits, grade]) => [code, title, credits, grade]),
    ),
    N("cum_gpa", "", 3.71, "inline", "abbrev"),
    N("tot_cr", "Credits earned in total", 96, "inline", "abbrev"),
    D("graduation_date", "Date the degree was conferred", null, "-", "label"),
    S("class_rank", "", null, "-", "label"),
    S("advisor_name", "Academic advisor", null, "-", "label"),
  ],
  render() {
    const s = new Sheet({ size: 9.5 });
    s.line("LAKESHORE STATE UNIVERSITY", { size: 14, center: true });
    s.line("Office of the Registrar - 900 University Pkwy, Erie, PA 16563", { size: 8.5, center: true });
    s.line("UNOFFICIAL ACADEMIC TRANSCRIPT", { size: 11, center: true });
    s.gap(10);
    s.grid(
      [
        [50, 130],
        [320, 400],
      ],
      [
        [
          ["Name:", "Nguyen, Bao Tran"],
          ["Student ID:", "003817452"],
        ],
        [
          ["Date of Birth:", "04/09/2002"],
          ["Issued:", "07/15/2024"],
        ],
        [
          ["Program:", "B.S. Computer Science"],
          ["College:", "Engineering & Computing"],
        ],
        [
          ["Minor:", "Statistics"],
          ["Admit Term:", "Fall 2021"],
        ],
      ],
    );
    const term = (name: string, rows: typeof COURSES, gpa: string, credits: string) => {
      s.gap(8);
      s.line(name, { size: 10.5 });
      s.table(
        [
          { x: 50, header: "Course" },
          { x: 120, header: "Title" },
          { x: 360, header: "Credits", align: "right" },
          { x: 390, header: "Grade" },
          { x: 480, header: "Quality Pts", align: "right" },
        ],
        rows.map(([c, t, cr, g, q]) => [c, t, cr.toFixed(1), g, q.toFixed(1)]),
      );
      s.row([[120, `Term GPA: ${gpa}     Term Credits: ${credits}`]]);
    };
    term("Fall 2023", COURSES.slice(0, 4), "3.77", "13.0");
    term("Spring 2024", COURSES.slice(4), "3.68", "13.0");
    s.gap(10);
    s.line("Cumulative GPA: 3.71");
    s.line("Total Credits Earned: 96.0     Transfer Credits: 6.0     Academic Standing: Good Standing / Dean's List (Fall 2023)");
    s.gap(14);
    s.para(
      "This unofficial transcript is provided for advising purposes. It does not bear the University seal or the Registrar's signature and is not valid for transfer or employment verification. Grading scale: A = 4.0, A- = 3.7, B+ = 3.3, B = 3.0.",
      { size: 8 },
    );
    s.line("*** END OF TRANSCRIPT ***", { center: true, size: 8.5 });
    return [s];
  },
};

const enrolment: GenDoc = {
  id: "education-enrolment-certificate",
  trade: "education",
  title: "Certificate of enrolment (UK university letter)",
  format: "pdf",
  schema: { name: "enrolment_confirmation", description: "Confirmation that a student is enrolled" },
  fields: [
    S("student_name", "", "Sofia Bianchi", "prose", "synonym"),
    S("student_number", "", "22014857", "prose", "label"),
    D("dob", "Date of birth", "2003-06-14", "prose", "abbrev"),
    S("course", "Programme the student is enrolled on", "BA (Hons) Economics", "prose", "synonym"),
    N("yr_of_study", "Current year of study", 2, "prose", "abbrev"),
    D("academic_year_start", "", "2024-09-23", "range", "label"),
    D("academic_year_end", "", "2025-06-13", "range", "label"),
    N("tuition_fee", "Tuition fee for the year", 9250, "prose", "label"),
    D("issue_date", "", "2024-10-02", "inline", "synonym"),
    P("office_tel", "Telephone of the issuing office", "0114 496 0321", "inline", "abbrev"),
    E("student_email", "", null, "-", "synonym"),
    S("nationality", "", null, "-", "label"),
  ],
  render() {
    const s = new Sheet({ size: 10.5 });
    s.line("UNIVERSITY OF NORTHGATE", { size: 15 });
    s.line("Student Records Office - Arundel Building, Northgate Campus, Sheffield S10 2TN", { size: 8.5 });
    s.gap(24);
    s.line("Date of issue: 2 October 2024");
    s.line("Our reference: SRO/ENR/24/11873");
    s.gap(14);
    s.line("CERTIFICATE OF ENROLMENT", { size: 12.5 });
    s.gap(6);
    s.line("To whom it may concern");
    s.gap(6);
    s.para(
      "This is to confirm that Ms Sofia Bianchi (Student Number 22014857, date of birth 14 June 2003) is a registered full-time student at the University of Northgate, enrolled on the BA (Hons) Economics programme. She is currently in Year 2 of a three-year programme and is expected to complete her studies in June 2026.",
    );
    s.para(
      "The academic year 2024/25 runs from 23 September 2024 to 13 June 2025, including vacation periods at Christmas and Easter. Tuition fees for 2024/25 of £9,250.00 have been paid in full by the Student Loans Company.",
    );
    s.para("Her term-time address registered with the University is: 41 Crookesmoor Road, Sheffield S6 3FT.");
    s.para(
      "This certificate is issued at the request of the student for the purpose of council tax exemption. The University does not accept liability for any use of this certificate other than the confirmation of enrolment.",
    );
    s.gap(8);
    s.lines(["Yours faithfully,", "", "J. Hartley", "Student Records Officer"]);
    s.gap(10);
    s.line("Tel. 0114 496 0321    records@northgate.ac.uk");
    s.gap(40);
    s.line("To verify this certificate, visit verify.northgate.ac.uk and enter code 7KQ2-M4PX.", { size: 8 });
    return [s];
  },
};

const ceCertificate: GenDoc = {
  id: "education-ce-certificate",
  trade: "education",
  title: "Continuing education certificate of completion, scanned",
  format: "png",
  dpi: 200,
  schema: { name: "training_certificate", description: "Certificate of completion of a training course" },
  fields: [
    S("recipient", "Person who completed the course", "Daniel Osei", "prose", "synonym"),
    S("course_title", "Name of the course", "Advanced Excavation and Trenching Safety", "prose", "synonym"),
    D("completion_date", "Date the course was completed", "2023-11-08", "prose", "synonym"),
    N("contact_hours", "", 16, "prose", "label"),
    N("ceus", "Continuing education units awarded", 1.6, "prose", "abbrev"),
    S("certificate_no", "", "AES-23-11-0472", "inline", "abbrev"),
    S("instructor", "", "Ruth Callahan", "inline", "label"),
    D("expiry_date", "Date the certificate expires", null, "-", "synonym"),
    S("participant_id", "Student / participant ID of the recipient", null, "-", "synonym"),
  ],
  render() {
    const s = new Sheet({ size: 13, top: 90 });
    s.line("GREAT LAKES SAFETY TRAINING INSTITUTE", { size: 17, center: true });
    s.line("Accredited Provider No. 4471", { size: 11, center: true });
    s.gap(30);
    s.line("CERTIFICATE OF COMPLETION", { size: 22, center: true });
    s.gap(24);
    s.line("This certifies that", { center: true });
    s.gap(6);
    s.line("Daniel Osei", { size: 20, center: true });
    s.gap(10);
    s.line("has successfully completed the course", { center: true });
    s.gap(6);
    s.line("Advanced Excavation and Trenching Safety", { size: 16, center: true });
    s.gap(10);
    s.line("consisting of 16 contact hours of instruction and practical assessment,", { center: true });
    s.line("and is hereby awarded 1.6 CEUs on 8 November 2023.", { center: true });
    s.gap(40);
    s.row(
      [
        [70, "Instructor: Ruth Callahan"],
        [330, "Director: Paul Ingram"],
      ],
      12,
    );
    s.gap(30);
    s.line("Certificate No.: AES-23-11-0472", { size: 12 });
    s.line("Course held at: Toledo Training Center, 2250 Laskey Rd, Toledo, OH", { size: 11 });
    s.line("Verify at gl-safety.org/verify", { size: 11 });
    return [s];
  },
};

export const EDUCATION: GenDoc[] = [transcript, enrolment, ceCertificate];
