# Vitrine — Apache License 2.0
# The Auto Layout solver's test oracle: replays a script of solver operations through Kiwi
# (Debian's python3-kiwisolver) and prints the variable values at each "solve".
#
# Input (stdin, JSON): {"variables": N, "operations": [...]} where an operation is one of
#   {"op": "add", "id": k, "terms": [[variable, coefficient], ...], "constant": c,
#    "relation": "<=" | "==" | ">=", "strength": s}       constraint  Σ terms + c (rel) 0
#   {"op": "remove", "id": k}
#   {"op": "setConstant", "id": k, "constant": c}         Kiwi has none: remove and re-add
#   {"op": "addEdit", "variable": v, "strength": s}
#   {"op": "suggest", "variable": v, "value": x}
#   {"op": "solve"}
# Output (stdout, JSON): {"solutions": [[value, ...], ...], "unsatisfiable": [operation index, ...]}
import json
import sys

import kiwisolver as kiwi


def main():
    script = json.load(sys.stdin)
    variables = [kiwi.Variable("v%d" % i) for i in range(script["variables"])]
    solver = kiwi.Solver()
    constraints = {}
    definitions = {}
    solutions = []
    unsatisfiable = []

    def make(definition):
        expression = sum((variables[v] * c for v, c in definition["terms"]), 0.0) + definition["constant"]
        relation = definition["relation"]
        if relation == "<=":
            constraint = expression <= 0
        elif relation == ">=":
            constraint = expression >= 0
        else:
            constraint = expression == 0
        return constraint | definition["strength"]

    def add(key, definition, index):
        constraint = make(definition)
        try:
            solver.addConstraint(constraint)
        except kiwi.UnsatisfiableConstraint:
            unsatisfiable.append(index)
            return
        constraints[key] = constraint
        definitions[key] = definition

    for index, operation in enumerate(script["operations"]):
        kind = operation["op"]
        if kind == "add":
            add(operation["id"], operation, index)
        elif kind == "remove":
            constraint = constraints.pop(operation["id"], None)
            if constraint is not None:
                solver.removeConstraint(constraint)
        elif kind == "setConstant":
            key = operation["id"]
            if key in constraints:
                solver.removeConstraint(constraints.pop(key))
                definition = dict(definitions.pop(key))
                definition["constant"] = operation["constant"]
                add(key, definition, index)
        elif kind == "addEdit":
            solver.addEditVariable(variables[operation["variable"]], operation["strength"])
        elif kind == "suggest":
            solver.suggestValue(variables[operation["variable"]], operation["value"])
        elif kind == "solve":
            solver.updateVariables()
            solutions.append([v.value() for v in variables])
        else:
            raise SystemExit("kiwi_oracle: unknown operation %r" % kind)

    json.dump({"solutions": solutions, "unsatisfiable": unsatisfiable}, sys.stdout)


main()
