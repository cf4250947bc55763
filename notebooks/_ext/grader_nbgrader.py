"""nbgrader's autograde with marks from grader.py: three preprocessors.

In the course's ``nbgrader_config.py`` (``make sheet`` writes these lines
beside the sheet, as ``nbgrader_config_grader.py``)::

    import sys; sys.path.insert(0, "/path/to/notebooks/_ext")
    import grader_nbgrader; grader_nbgrader.configure(c)

`configure` sets ``Autograde.autograde_preprocessors`` to nbgrader's own list
with three changes:

- `GradeAnswers` runs first, before the student's kernel starts: for each test
  cell that names its exercise (``_graded_by = {...}`` in its hidden part,
  which nbgrader restores from its database, so the student cannot change
  it), it computes the expected answers in this process with gamelib, and
  grades the answer cell's source, as submitted, with `grader.grade` (a fresh,
  isolated, limited Python). The verdicts wait in ``resources``.
- `FeedbackRun` replaces nbgrader's ``Execute``: the notebook still runs in a
  kernel, for the outputs a teacher reads, but a kernel that dies
  (``os._exit``) or hangs no longer stops the autograde of the notebook.
- `ReportGrades` runs just before ``SaveAutoGrades``: it replaces the outputs
  of each such test cell with its verdict (an error output when wrong), and
  ``SaveAutoGrades`` scores a test cell from its outputs, so the saved score
  is the grader's, whatever the kernel printed.
"""

import grader
import sheet
from nbformat.notebooknode import NotebookNode
from nbgrader import utils
from nbgrader.converters.autograde import Autograde
from nbgrader.preprocessors import Execute, NbGraderPreprocessor, SaveAutoGrades
from traitlets import Integer

__all__ = ["FeedbackRun", "GradeAnswers", "ReportGrades", "configure"]

KEY = "winning_moves_verdicts"


def _expected(ident, seed, cache={}):  # noqa: B006 (a cache for this process)
    """The expected answers, by gamelib in this process, once per variant."""
    if (ident, seed) not in cache:
        cache[ident, seed] = sheet.grading_job(ident, seed, "")[1]
    return cache[ident, seed]


def _verdict(nb, spec, cpu_seconds, student=None):
    ident, seed = spec.get("exercise"), spec.get("seed")
    if seed == "student" and type(spec.get("assignment")) is str and student:
        seed = sheet.student_seed(student, spec["assignment"])
    if ident not in sheet.AUTOGRADED or type(seed) is not int:
        return grader.Verdict(False, f"the grader knows no exercise {ident!r}")
    expected = _expected(ident, seed)
    answers = [
        cell
        for cell in nb.cells
        if cell.metadata.get("nbgrader", {}).get("grade_id") == spec.get("answer")
        and utils.is_solution(cell)
    ]
    if not answers:
        return grader.Verdict(False, f"no answer cell {spec.get('answer')}")
    job, _ = sheet.grading_job(ident, seed, answers[0].source)
    return grader.grade(job, expected, cpu_seconds=cpu_seconds)


class GradeAnswers(NbGraderPreprocessor):
    """Grade every sheet function from its submitted source, before any kernel."""

    cpu_seconds = Integer(
        grader.CPU_SECONDS, help="CPU seconds for each answer cell's run"
    ).tag(config=True)

    def preprocess(self, nb, resources):
        verdicts = {}
        for cell in nb.cells:
            meta = cell.metadata.get("nbgrader", {})
            if cell.cell_type != "code" or not utils.is_grade(cell):
                continue
            spec = sheet.graded_by(cell.source)
            if spec is not None and meta.get("grade_id"):
                student = resources.get("nbgrader", {}).get("student")
                verdicts[meta["grade_id"]] = _verdict(
                    nb, spec, self.cpu_seconds, student
                )
                self.log.info("%s: %s", meta["grade_id"], verdicts[meta["grade_id"]])
        resources[KEY] = verdicts
        return nb, resources


class FeedbackRun(Execute):
    """nbgrader's Execute, for the outputs only: a dead or stuck kernel is noted."""

    def preprocess(self, nb, resources, km=None):
        try:
            return super().preprocess(nb, resources, km=km)
        except Exception as error:  # DeadKernelError, a timeout, ...
            self.log.warning(
                "the kernel stopped (%s); marks come from grader.py", error
            )
            return nb, resources


class ReportGrades(NbGraderPreprocessor):
    """Set each graded test cell's outputs to its verdict (for SaveAutoGrades)."""

    def preprocess_cell(self, cell, resources, index):
        grade_id = cell.metadata.get("nbgrader", {}).get("grade_id")
        verdicts = resources.get(KEY, {})
        if cell.cell_type != "code" or grade_id not in verdicts:
            return cell, resources
        verdict = verdicts[grade_id]
        if verdict.right:
            output = {"output_type": "stream", "name": "stdout"}
            output["text"] = f"Graded by grader.py: {verdict.message}\n"
        else:
            output = {"output_type": "error", "ename": "NotGraded"}
            output.update(evalue=verdict.message, traceback=[verdict.message])
        cell.outputs = [NotebookNode(output)]
        return cell, resources


def configure(c):
    """Make nbgrader's autograde take its marks from grader.py (see the module)."""
    steps = [GradeAnswers]
    for step in Autograde.class_traits()["autograde_preprocessors"].default():
        if step is Execute:
            step = FeedbackRun
        if step is SaveAutoGrades:
            steps.append(ReportGrades)
        steps.append(step)
    c.Autograde.autograde_preprocessors = steps
    return c
